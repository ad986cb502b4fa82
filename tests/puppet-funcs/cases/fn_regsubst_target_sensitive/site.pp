notice(regsubst(Sensitive('ab'), 'a', 'b'))
