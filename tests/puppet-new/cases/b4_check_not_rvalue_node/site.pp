$x = node default { }
