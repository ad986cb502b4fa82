notify { String( round(-2.9) == -3): }
