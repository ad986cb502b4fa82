file { '/tmp/a': audit => ['owner', 'mode'] }
