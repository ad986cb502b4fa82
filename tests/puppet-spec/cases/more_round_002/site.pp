notify { String( round(1) == 1): }
