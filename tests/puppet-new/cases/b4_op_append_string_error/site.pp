notice('a' << 'b')
