include m::sub::deep
