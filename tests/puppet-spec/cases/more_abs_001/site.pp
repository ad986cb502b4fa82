notify { String( abs(0) == 0): }
