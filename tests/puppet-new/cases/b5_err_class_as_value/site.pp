$a = class foo { }
