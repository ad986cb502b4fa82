        $x = Numeric.new({from=>'42'})
        notify { "${type($x, generalized)}, $x": }
