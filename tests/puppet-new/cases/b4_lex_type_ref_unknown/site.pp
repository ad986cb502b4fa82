notice(Foo::Bar)
notice(Foo::Bar == Foo::Bar)
