notify { String( ceiling('0xFF') == 255): }
