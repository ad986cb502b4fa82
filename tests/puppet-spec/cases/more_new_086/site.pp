            $x = Integer.new("10", 10)
            notify { "${type($x, generalized)}, $x": }
