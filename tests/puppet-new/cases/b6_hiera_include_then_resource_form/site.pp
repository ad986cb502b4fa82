include t
class { 't': a => 'given' }
