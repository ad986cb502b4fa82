['a', 'b'].upcase()
upcase(['a', 'b'])
