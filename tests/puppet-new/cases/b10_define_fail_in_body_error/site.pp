define d() { fail("bad ${title}") }
d { 'x': }
