notify { String(empty(Binary('b25l'))): }
