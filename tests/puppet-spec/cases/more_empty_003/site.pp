notify { String(empty({})): }
