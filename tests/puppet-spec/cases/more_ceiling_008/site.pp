notify { String( ceiling('1') == 1): }
