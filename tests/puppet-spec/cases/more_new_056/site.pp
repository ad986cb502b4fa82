            $x = Integer.new("010", 8)
            notify { "${type($x, generalized)}, $x": }
