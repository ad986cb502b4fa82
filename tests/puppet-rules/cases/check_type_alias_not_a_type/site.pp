type Foo = 'x'
