notify { String( ceiling('0') == 0): }
