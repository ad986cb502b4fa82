class a {}
class b {}
include a, b
notify { 'n': require => [Class['a'], Class['b']] }
