include t::sub
class { 't': a => 'given' }
