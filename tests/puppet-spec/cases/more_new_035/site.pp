            $x = Integer.new("010", default)
            notify { "${type($x, generalized)}, $x": }
