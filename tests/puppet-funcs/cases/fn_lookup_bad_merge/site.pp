notice(lookup('nokey', Array, 'bogus', [1]))
