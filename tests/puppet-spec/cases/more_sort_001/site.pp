notify { String( sort('bac') == 'abc'): }
