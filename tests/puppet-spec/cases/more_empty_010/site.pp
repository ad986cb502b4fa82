notify { String(empty(Sensitive(' '))): }
