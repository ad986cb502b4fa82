notify { String(" abc	
 ".strip == 'abc'): }
