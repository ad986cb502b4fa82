notify { String(empty(Binary(''))): }
