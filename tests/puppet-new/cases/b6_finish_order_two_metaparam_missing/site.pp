notify { 'a': before => Notify['m1'] }
notify { 'b': require => Notify['m2'] }
