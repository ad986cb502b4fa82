if $nosuch::v { notify { 'y': } } else { notify { 'n': } }
