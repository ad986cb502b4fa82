class c { }
notice(defined(Class['c']))
include c
notice(defined(Class['c']))
