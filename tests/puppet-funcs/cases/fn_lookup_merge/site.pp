notice(lookup('nokey', Array, 'unique', [1]))
notice(lookup('nokey', Hash, {strategy => deep}, {a => 1}))
