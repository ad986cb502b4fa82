define d() { Notify { loglevel => 'err' } notify { "in-${title}": } }
d { 'a': }
notify { 'out': }
