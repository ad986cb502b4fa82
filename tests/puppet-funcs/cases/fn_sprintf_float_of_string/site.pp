notice(sprintf('%.2f', '2.5'))
notice(sprintf('%d', 2.9))
