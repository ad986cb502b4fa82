notify { 'x': require => undef, tag => undef }
