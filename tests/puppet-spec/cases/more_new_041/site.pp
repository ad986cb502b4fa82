            $x = Integer.new("010", 2)
            notify { "${type($x, generalized)}, $x": }
