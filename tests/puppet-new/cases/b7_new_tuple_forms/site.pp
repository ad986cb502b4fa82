$x0 = Tuple[Any, 3, default].new('abc')
notice($x0)
$x1 = Tuple[Any, 3, default].new(3)
notice($x1)
