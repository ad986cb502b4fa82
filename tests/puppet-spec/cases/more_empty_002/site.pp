notify { String(empty([1])): }
