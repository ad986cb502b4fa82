$u = undef
notice($u ? { undef => 'undef', default => 'other' })
notice('' ? { undef => 'undef', default => 'other' })
