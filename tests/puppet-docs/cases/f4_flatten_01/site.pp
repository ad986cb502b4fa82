flatten(['a', ['b', ['c']]])
# Would return: ['a','b','c']
