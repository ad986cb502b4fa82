$x = default
notice("value is $x yo")
$y = Array[Integer]
notice("value is $y yo")
notice("value is ${Array[Integer]} yo")
$z = undef
notice("value is $z yo")
