            $x = Integer.new("00010", 10)
            notify { "${type($x, generalized)}, $x": }
