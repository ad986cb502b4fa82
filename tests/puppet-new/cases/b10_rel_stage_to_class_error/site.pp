class c { }
include c
Stage['main'] -> Class['c']
