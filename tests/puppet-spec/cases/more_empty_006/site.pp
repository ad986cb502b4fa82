notify { String(empty(0.0)): }
