type MyObject = Object[{ attributes => { a => Integer, b => { type => String, value => 'dflt' }, c => Optional[String] }}]
notice(MyObject(1))
notice(MyObject(1, 'x'))
notice(MyObject(1, 'x', 'y'))
notice(MyObject(1).b)
notice(type(MyObject(1).c))
