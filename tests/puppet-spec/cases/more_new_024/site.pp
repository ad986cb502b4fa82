            $x = Integer.new("10")
            notify { "${type($x, generalized)}, $x": }
