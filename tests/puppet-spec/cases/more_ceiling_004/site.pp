notify { String( ceiling(0.0) == 0): }
