            $x = Integer.new("+0x10")
            notify { "${type($x, generalized)}, $x": }
