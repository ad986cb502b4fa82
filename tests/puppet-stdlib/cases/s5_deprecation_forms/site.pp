deprecation('key1', 'a message')
deprecation('key2', 'other', false)
notice('after')
