            $x = Integer.new("0x10", 16)
            notify { "${type($x, generalized)}, $x": }
