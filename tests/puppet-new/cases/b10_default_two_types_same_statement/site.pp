Notify { message => 'm' }
File { mode => '0644' }
notify { 'n': }
file { '/tmp/f': }
