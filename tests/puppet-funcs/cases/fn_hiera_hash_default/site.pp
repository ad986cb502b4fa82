notice(hiera_hash('nokey', {a => 1}))
