notify { String(''.chomp == ''): }
