define m::d() { notify { "d-${title}": } }
class a::b { m::d { 'x': } }
include a::b
