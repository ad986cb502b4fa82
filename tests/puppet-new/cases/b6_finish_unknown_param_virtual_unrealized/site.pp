@notify { 'v': bogus => 1 }
notify { 'a': }
