notify { 'a': bogus1 => 1 }
notify { 'b': bogus2 => 2 }
