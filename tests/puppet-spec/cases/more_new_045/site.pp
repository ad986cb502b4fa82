            $x = Integer.new("+0B111", 2)
            notify { "${type($x, generalized)}, $x": }
