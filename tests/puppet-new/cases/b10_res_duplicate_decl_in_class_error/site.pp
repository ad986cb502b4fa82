class a { file { '/tmp/x': ensure => file } }
class b { file { '/tmp/x': ensure => directory } }
include a, b
