$x = class c { }
