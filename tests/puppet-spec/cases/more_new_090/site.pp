            $x = Integer.new("0008", 10)
            notify { "${type($x, generalized)}, $x": }
