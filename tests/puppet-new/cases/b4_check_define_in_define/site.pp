define d() { define e() { } }
