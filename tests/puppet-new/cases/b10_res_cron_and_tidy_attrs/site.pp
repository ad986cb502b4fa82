cron { 'job': command => '/bin/true', hour => 2, minute => [0, 30] }
tidy { '/tmp': age => '1w', recurse => 1 }
