notify { String( abs('-1') == 1): }
