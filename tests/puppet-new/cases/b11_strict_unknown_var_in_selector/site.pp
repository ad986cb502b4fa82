$v = $nope ? { undef => 'u', default => 'd' }
notify { $v: }
