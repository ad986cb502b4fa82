notify { 'a': before => 'notify[nope]' }
