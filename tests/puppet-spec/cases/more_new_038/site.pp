            $x = Integer.new("0B111", default)
            notify { "${type($x, generalized)}, $x": }
