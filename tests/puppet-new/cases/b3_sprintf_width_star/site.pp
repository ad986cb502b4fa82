notice(sprintf('%*d|', 5, 42))
notice(sprintf('%-*s|', 4, 'a'))
