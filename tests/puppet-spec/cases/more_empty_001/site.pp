notify { String(empty([])): }
