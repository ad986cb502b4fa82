notify { String(42.chop == 42): }
