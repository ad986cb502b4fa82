notify { String( floor('0xFF') == 255): }
