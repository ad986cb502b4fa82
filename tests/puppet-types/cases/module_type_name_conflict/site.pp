cron { 'a': command => '/bin/true', name => 'job' }
cron { 'job': command => '/bin/false' }
