exec { 'e': command => '/bin/true', subscribe => Notify['a'] }
notify { 'a': notify => Exec['e'] }
