notify { String( round(2.5) == 3): }
