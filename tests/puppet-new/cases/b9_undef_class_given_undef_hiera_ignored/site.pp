class { 'm': p => undef }
