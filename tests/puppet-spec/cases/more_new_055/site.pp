            $x = Integer.new("10", 8)
            notify { "${type($x, generalized)}, $x": }
