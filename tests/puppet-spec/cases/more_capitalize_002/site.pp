notify { String(42.capitalize == 42): }
