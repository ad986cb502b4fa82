            notify{hello_kitty: message => meow, notify => [[],[]]}
            notify{hello_kitty2: message => meow, notify => [[],[[]],[]]}
