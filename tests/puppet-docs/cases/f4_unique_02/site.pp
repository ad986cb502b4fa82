# will produce ['a', 'b', 'c']
['a', 'b', 'c', 'a', 'a', 'b'].unique
