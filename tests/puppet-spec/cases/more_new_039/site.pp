            $x = Integer.new("0b111", default)
            notify { "${type($x, generalized)}, $x": }
