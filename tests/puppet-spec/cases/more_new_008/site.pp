        $x = Integer.new(42)
        notify { "${type($x, generalized)}, $x": }
