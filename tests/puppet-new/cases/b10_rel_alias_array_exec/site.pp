exec { 'long-command': command => '/bin/true', alias => ['short', 'tiny'] }
notify { 'a': require => Exec['tiny'] }
Exec['short'] -> Notify['a']
