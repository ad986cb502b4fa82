notify { "x-${nosuchvar}": }
