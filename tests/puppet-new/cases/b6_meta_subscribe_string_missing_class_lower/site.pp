notify { 'a': subscribe => 'Class[nope]' }
