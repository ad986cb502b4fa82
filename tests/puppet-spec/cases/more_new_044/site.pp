            $x = Integer.new("0b111", 2)
            notify { "${type($x, generalized)}, $x": }
