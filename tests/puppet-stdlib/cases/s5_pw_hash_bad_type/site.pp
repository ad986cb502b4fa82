notice(pw_hash('pw', 'SHA-1', 'salt'))
