notice(r12l::fingerprint('hello'))
