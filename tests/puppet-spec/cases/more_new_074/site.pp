            $x = Integer.new("0X10", 16)
            notify { "${type($x, generalized)}, $x": }
