            $x = Integer.new("- 00010", 8)
            notify { "${type($x, generalized)}, $x": }
