notify { String(42.strip == 42): }
