            $x = Integer.new("0B111")
            notify { "${type($x, generalized)}, $x": }
