m::thing { 'a': v => 1 }
