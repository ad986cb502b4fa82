$x = Object[{}]
$y = Object[{}]
notice($x == $y)
type MyFirstObject = Object[{}]
type MySecondObject = Object[{ parent => MyFirstObject }]
notice(MyFirstObject == MySecondObject)
$a = Object[{ parent => MyFirstObject }]
$b = Object[{ parent => MyFirstObject }]
notice($a == $b)
notice(MySecondObject =~ Type[MyFirstObject])
