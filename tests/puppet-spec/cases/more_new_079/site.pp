            $x = Integer.new("+ 0B1", 16)
            notify { "${type($x, generalized)}, $x": }
