            $x = Integer.new("0b111")
            notify { "${type($x, generalized)}, $x": }
