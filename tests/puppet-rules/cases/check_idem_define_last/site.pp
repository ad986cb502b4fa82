define d { Notify["a"] }
d { "x": }
