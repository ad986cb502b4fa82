notify { String( sort('BaC') == 'BCa'): }
