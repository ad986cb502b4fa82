notify { String(length([1, 2, 3])): }
