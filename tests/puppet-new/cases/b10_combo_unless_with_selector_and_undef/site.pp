$maybe = undef
unless $maybe { notify { "sel-${maybe ? { undef => 'u', default => 'd' }}": } }
