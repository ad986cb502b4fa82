include etcddiscovery::deps
