define d { fail("bad ${title}") }
d { 'q': }
