include mod::sub::x
