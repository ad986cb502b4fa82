type MyObject = { name => 'MyFirstObject', attributes => { a => String }}
type MySecondObject = MyObject { attributes => { b => String }}
notice(MySecondObject =~ Type)
notice(MySecondObject < MyObject)
notice(MyObject('hi'))
notice(MySecondObject('hello', 'world'))
type MyThird = { parent => MyObject, attributes => { c => String }}
notice(MyThird =~ Type[MyObject])
