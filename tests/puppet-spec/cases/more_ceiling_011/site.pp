notify { String( ceiling('1.1') == 2): }
