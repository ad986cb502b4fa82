type MyObject = Object[{attributes => {'type' => String}}]
$o = MyObject('x')
notice(MyObject.new($o) == $o)
