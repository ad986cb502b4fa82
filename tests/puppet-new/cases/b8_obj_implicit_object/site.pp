type MyObject = { name => 'MyFirstObject', attributes => { a => Integer}}
notice(MyObject =~ Type)
notice(MyObject(3))
type MyObject2 = Object { name => 'MyFirstObject', attributes => { a =>Integer }}
notice(MyObject2(4))
