notify { String(size(Binary('b25l'))): }
