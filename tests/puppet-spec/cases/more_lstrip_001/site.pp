notify { String("	
 abc ".lstrip == 'abc '): }
