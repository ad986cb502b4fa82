        $x = Integer.new(3.1415)
        notify { "${type($x, generalized)}, $x": }
