define d() {}
notify { 'a': before => D['nope'] }
