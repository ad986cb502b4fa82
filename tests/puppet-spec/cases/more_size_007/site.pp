notify { String(size(Binary(''))): }
