notify { String(length([])): }
