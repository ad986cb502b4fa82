'HELLO'.downcase()
downcase('HEllO')
