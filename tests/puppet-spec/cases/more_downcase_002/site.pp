notify { String(42.downcase == 42): }
