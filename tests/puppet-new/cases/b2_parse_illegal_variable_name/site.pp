$Foo = 1
