notice('hello'.dig(0))
