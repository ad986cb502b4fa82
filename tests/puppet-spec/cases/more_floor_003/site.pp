notify { String( floor('-1') == ): }
