        $x = Integer.new(true)
        notify { "${type($x, generalized)}, $x": }
