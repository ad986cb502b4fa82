notify { 'a': before => 'Notify[zzz]' }
