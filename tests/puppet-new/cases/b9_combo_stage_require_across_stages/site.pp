stage { 'pre': before => Stage['main'] }
class a { notify { 'a': } }
class b { notify { 'b': require => Class['a'] } }
class { 'a': stage => 'pre' }
include b
