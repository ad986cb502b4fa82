$class = 'x'
notice($class)
$default = 1
notice($default)
