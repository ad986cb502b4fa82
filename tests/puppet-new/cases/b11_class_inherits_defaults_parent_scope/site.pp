class p { File { mode => '0644' } }
class c inherits p { file { '/tmp/a': ensure => file } }
include c
