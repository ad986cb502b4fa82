notify { 'a': withpath => false, message => 'm', loglevel => 'info', tag => 'x', before => Notify['b'] }
notify { 'b': }
