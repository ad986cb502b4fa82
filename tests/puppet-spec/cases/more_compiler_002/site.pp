            notify{hello_kitty: message => meow, subscribe => [[],[]]}
            notify{hello_kitty2: message => meow, subscribe => [[],[[]],[]]}
