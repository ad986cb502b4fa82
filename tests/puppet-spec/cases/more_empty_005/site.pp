notify { String(empty(0)): }
