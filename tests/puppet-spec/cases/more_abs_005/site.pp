notify { String( abs(1.0) == 1.0): }
