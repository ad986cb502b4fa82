notice(Tuple[Any, 6, default].new('abc'))
