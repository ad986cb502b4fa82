            $x = Integer.new("0b1", 16)
            notify { "${type($x, generalized)}, $x": }
