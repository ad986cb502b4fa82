define d inherits x { }
