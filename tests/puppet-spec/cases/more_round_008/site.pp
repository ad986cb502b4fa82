notify { String( round(2.1) == 2): }
