notify { 'x': * => undef, message => 'm' }
