type MyObject = Object[{ attributes => { a => Integer, b => String }}]
notice(MyObject(1))
