notice(Type('NoneSuch'))
notice(Type('Foo::Bar[1]'))
