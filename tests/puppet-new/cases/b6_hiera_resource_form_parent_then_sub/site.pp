class { 't': a => 'given' }
include t::sub
