class a::b { }
include a::b
notify { 'n': require => Class['A::B'] }
