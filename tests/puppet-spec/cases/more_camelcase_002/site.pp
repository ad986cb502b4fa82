notify { String(42.camelcase == 42): }
