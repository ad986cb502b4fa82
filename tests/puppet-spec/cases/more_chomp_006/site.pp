notify { String(42.chomp == 42): }
