with() |$a| { notify { 'x': } }
