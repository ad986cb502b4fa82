        $x = Type.new('Integer[3,10]')
        notify { "${type($x)}": }
