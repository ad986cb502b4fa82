file { '/tmp/a': audit => 'all' }
