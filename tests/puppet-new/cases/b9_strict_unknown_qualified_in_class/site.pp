class c { notify { 'c': message => "m=${other::nope}" } }
include c
