notice(ringo ? (*[paul, john, ringo, george]) => 'beatle')
notice(ringo ? *[paul, john, ringo, george] => 'beatle')
notice(undef ? undef => 'yes')
notice(undef ? {*undef => 'no', default => 'yes'})
