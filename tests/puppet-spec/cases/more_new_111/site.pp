        $x = Array[Any].new(Binary('ABC', '%s'), true)
        notify { "${type($x, generalized)}, $x": }
