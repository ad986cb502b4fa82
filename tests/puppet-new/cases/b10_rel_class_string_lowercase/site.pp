class a::b { }
include a::b
notify { 'n': require => Class['a::b'] }
