            $x = Integer.new("010", 10)
            notify { "${type($x, generalized)}, $x": }
