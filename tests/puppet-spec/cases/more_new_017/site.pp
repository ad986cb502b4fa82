            $x = Integer.new("-1")
            notify { "${type($x, generalized)}, $x": }
