@@file { '/e': ensure => file }
File <<| |>> { mode => '0644' }
