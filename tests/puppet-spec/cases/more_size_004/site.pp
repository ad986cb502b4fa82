notify { String(size({1=>1,2=>2})): }
