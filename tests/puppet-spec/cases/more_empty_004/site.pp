notify { String(empty({1=>1})): }
