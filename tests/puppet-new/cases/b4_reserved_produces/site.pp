class c { } produces Cap { }
