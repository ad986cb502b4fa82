        $x = Integer.new(false)
        notify { "${type($x, generalized)}, $x": }
