class { 't': * => { p => undef } }
