notify { String(42.rstrip == 42): }
