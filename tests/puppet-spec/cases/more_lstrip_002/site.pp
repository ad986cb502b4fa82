notify { String(42.lstrip == 42): }
