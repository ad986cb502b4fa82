type MyObject = Object[{ attributes => { a => { knid => Integer } }}]
notice(MyObject =~ Type)
