notify { String( ceiling('-0777') == -777): }
