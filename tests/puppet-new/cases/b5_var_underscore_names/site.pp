$_a  = 1
notice($_a)
$__a = 1
notice($__a)
