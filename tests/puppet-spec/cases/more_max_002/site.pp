notify { String( max('a', 'b') == 'b'): }
