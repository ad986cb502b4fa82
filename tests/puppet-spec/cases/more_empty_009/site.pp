notify { String(empty(Sensitive(''))): }
