File { mode => '0644' }
file { '/tmp/a': mode => undef }
file { '/tmp/b': }
