notice(stdlib::sha256('abc'))
notice(stdlib::sha256(1.5))
notice(stdlib::sha256(Sensitive('abc')))
