type MyObject = Object[{ attributes => { a => Integer, b => String }, equality => [a] }]
notice(MyObject(1, 'x') == MyObject(1, 'y'))
notice(MyObject(1, 'x') == MyObject(2, 'x'))
type Plain = Object[{ attributes => { a => Integer } }]
notice(Plain(1) == Plain(1))
