class a { }
include a
notify { 'n': require => Class[a] }
