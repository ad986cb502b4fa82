notify { String( floor(0) == 0): }
