        $x = Boolean.new(undef)
