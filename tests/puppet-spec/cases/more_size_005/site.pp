notify { String(size('')): }
