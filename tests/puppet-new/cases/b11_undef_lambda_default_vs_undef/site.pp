with(undef) |$x = 'dflt'| { notify { "x=${x}": } }
