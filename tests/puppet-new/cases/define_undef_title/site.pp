define d { }
d { undef: }
