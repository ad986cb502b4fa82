notify { String(length('')): }
