notify { String(size([])): }
