notify { String(42.upcase == 42): }
