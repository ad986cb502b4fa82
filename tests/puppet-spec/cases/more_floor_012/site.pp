notify { String( floor('-1.1') == -2): }
