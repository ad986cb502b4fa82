notify { String(size({})): }
