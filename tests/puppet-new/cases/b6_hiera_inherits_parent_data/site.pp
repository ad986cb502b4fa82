include t::sub
