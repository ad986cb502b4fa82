[1].each |$x| { notify { "v${nosuch}": } }
