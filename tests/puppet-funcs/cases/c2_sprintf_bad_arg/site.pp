notice(sprintf('%d', 'abc'))
