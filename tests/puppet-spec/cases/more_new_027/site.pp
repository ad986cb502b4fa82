            $x = Integer.new("0X10")
            notify { "${type($x, generalized)}, $x": }
