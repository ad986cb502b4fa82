notify { String(empty(' ')): }
