notify { String(length(Binary(''))): }
