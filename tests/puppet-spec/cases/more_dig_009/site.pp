    "hello".dig(1, yes, 2)
