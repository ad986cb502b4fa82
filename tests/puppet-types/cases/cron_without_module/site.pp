cron { 'x': command => '/bin/true', hour => 2 }
