notice(m::nope(4))
