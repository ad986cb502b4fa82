notice(sprintf('%s-%d-%05.1f', 'a', 7, 3.14159))
notice(sprintf('%x %o %b', 255, 8, 5))
notice(sprintf('%-6s|', 'ab'))
notice(sprintf('%%'))
