notify { String( round(2.49) == 2): }
