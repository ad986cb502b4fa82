            $x = Integer.new("010")
            notify { "${type($x, generalized)}, $x": }
