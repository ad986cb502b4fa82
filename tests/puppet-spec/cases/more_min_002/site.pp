notify { String( min('a', 'b') == 'a'): }
