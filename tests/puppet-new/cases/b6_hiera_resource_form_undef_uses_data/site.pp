class { 't': a => undef }
