notify { String( floor('-0777') == ): }
