notify { String( abs('-0777') == 777): }
