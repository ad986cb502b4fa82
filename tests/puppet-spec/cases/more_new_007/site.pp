        $x = NotUndef.new(42)
        notify { "${type($x, generalized)}, $x": }
