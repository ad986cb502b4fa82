foo 'a', 'b'
