[undef].each |$x = 'dflt'| { notify { "x=[${x}]": } }
