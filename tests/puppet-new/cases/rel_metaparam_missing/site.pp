notify { 'b': require => Notify['nope'] }
