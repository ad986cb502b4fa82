notify { String( floor('-0777') == -777): }
