class a { b::d { 'x': } }
