$v = $nosuch ? { undef => 'undef', default => 'other' }
notify { "sel ${v}": }
