notify { 'a': noop => true, loglevel => 'debug', schedule => undef }
