            $x = Integer.new("10", default)
            notify { "${type($x, generalized)}, $x": }
