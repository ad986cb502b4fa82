define d { }
d { '': }
