        $x = NotUndef[Integer].new(42)
        notify { "${type($x, generalized)}, $x": }
