notify { String(length(Binary('b25l'))): }
