type Spec::MyObject = Object[{attributes => { a => Integer }}]
type Spec::MySecondObject = Object[{parent => Spec::MyObject, attributes => { b => String }}]
notice(Spec::MySecondObject(42, 'Meaning of life'))
notice(Spec::MySecondObject('a' => 1, 'b' => 'x'))
$o = Spec::MyObject(3)
notice($o.a)
notice($o =~ Spec::MyObject)
notice(type($o))
