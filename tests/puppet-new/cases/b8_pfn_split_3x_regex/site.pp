notice(split('130;236;254;10', ';'))
notice(split('130.236.254.10', '[.]'))
notice(split('a b  c', ' '))
notice(split('a b  c', /\s+/))
