@file { '/tmp/a': ensure => file }
File['/tmp/a'] { mode => '0644' }
realize(File['/tmp/a'])
