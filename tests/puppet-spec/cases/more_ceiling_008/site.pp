notify { String( ceiling('-0777') == ): }
