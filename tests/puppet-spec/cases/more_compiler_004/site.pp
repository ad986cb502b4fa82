            notify{hello_kitty: message => meow, require => [[],[]]}
            notify{hello_kitty2: message => meow, require => [[],[[]],[]]}
