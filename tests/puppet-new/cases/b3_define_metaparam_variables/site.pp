notify { 'a': }
define d { notice("tag=${tag} noop=${noop} loglevel=${loglevel}") }
d { 'x': tag => ['t1', 't2'], require => Notify['a'], noop => true, loglevel => 'info' }
d { 'y': }
