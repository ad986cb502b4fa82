            $x = Integer.new("010", 16)
            notify { "${type($x, generalized)}, $x": }
