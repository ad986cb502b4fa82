        define a($a = $title) { notify { 'something': message => $a }}
        a {'a': a => undef}
