            $x = Integer.new("08", 10)
            notify { "${type($x, generalized)}, $x": }
