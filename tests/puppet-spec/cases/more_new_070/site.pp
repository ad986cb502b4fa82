            $x = Integer.new("10", 16)
            notify { "${type($x, generalized)}, $x": }
