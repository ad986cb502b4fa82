        type X = Boolean
        $x = X.new('yes')
        notify { "${type($x, generalized)}, $x": }
