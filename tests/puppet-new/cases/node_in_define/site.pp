define d { node 'testnode' { } }
d { 'x': }
