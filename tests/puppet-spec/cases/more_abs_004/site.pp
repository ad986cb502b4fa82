notify { String( abs(0.0) == 0.0): }
