class c($title = 'x') { }
