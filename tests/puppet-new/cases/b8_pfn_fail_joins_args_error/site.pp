fail('hello', 'world')
