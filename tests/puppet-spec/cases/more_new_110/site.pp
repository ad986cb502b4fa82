        $x = Array.new(Binary('ABC', '%s'))
        notify { "${type($x, generalized)}, $x": }
