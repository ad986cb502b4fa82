class c { define d { } }
c::d { 'x': }
