type MyObject = Object[{ attribrutes => { a => Integer }}]
notice(MyObject =~ Type)
