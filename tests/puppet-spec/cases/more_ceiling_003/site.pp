notify { String( ceiling('-1') == ): }
