class srv::base { File { owner => 'root', mode => '0644' } file { '/etc/base': } }
