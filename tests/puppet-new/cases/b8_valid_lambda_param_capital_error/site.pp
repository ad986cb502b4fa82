with() |$Foo| { }
