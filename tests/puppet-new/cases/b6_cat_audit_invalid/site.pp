file { '/tmp/a': audit => 'bogus' }
