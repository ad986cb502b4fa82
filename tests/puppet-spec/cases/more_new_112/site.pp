        $x = Tuple[Integer,6].new(3)
