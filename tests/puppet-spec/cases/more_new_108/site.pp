        $x = Boolean.new('hello')
