            $x = Integer.new("0X10", default)
            notify { "${type($x, generalized)}, $x": }
