notify { 'x': noop => true, loglevel => 'debug', schedule => 'daily' }
schedule { 'daily': period => daily }
