'hello'.upcase()
upcase('hello')
