class c { notice('c') }
include Class['c']
