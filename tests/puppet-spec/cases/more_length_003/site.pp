notify { String(length({})): }
