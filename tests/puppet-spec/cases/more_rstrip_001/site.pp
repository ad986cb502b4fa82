notify { String(" abc	
 ".rstrip == ' abc'): }
