notify { {key => testing}.dig(key): }
