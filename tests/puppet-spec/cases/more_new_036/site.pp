            $x = Integer.new("0x10", default)
            notify { "${type($x, generalized)}, $x": }
