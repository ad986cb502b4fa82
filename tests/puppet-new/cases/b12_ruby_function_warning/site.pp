notice(r12v::deprecated_thing('x'))
