notify { 'a': before => Class['nope'] }
