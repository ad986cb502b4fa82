notify { String(length({1=>1,2=>2})): }
