$x = $ghost ? { undef => 'u', default => 'd' }
notify { 'x': message => $x }
