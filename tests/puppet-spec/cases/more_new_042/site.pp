            $x = Integer.new("00010", 2)
            notify { "${type($x, generalized)}, $x": }
