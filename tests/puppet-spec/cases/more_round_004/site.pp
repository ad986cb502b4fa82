notify { String( round(0.0) == 0): }
