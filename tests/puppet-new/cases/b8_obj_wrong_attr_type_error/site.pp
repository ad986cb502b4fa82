type MyObject = Object[{ attributes => { a => Integer }}]
notice(MyObject('x'))
