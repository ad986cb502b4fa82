notify { String( round(1.1) == 1): }
