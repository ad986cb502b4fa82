[1, 'a'].each |Integer $x| { notify { "i${x}": } }
