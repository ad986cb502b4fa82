            $x = Integer.new("00010", 16)
            notify { "${type($x, generalized)}, $x": }
