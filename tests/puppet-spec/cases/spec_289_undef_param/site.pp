        define a($x=undef) { notify { 'something': message => $x == undef}}
        a {'a': }
