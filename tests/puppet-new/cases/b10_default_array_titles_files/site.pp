File { ensure => file, mode => '0600' }
$files = ['/tmp/a', '/tmp/b']
file { $files: }
file { '/tmp/c': mode => '0644' }
