            notify{hello_kitty: message => meow, before => [[],[]]}
            notify{hello_kitty2: message => meow, before => [[],[[]],[]]}
