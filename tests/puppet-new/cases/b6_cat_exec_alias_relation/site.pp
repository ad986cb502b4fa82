exec { 'run': command => '/bin/true', alias => 'runner' }
notify { 'a': notify => Exec['runner'] }
