if true { define d { } }
