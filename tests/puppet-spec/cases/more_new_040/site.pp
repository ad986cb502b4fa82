            $x = Integer.new("10", 2)
            notify { "${type($x, generalized)}, $x": }
