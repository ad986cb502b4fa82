notify { 'a': }
class k { notify { 'kn': message => "${require}" } }
class { 'k': require => Notify['a'] }
define d() { notify { "${title}-n": message => "${before}" } }
d { 'x': before => [Notify['a']] }
