notice(pw_hash('pw', 'SHA-512', 'sa lt'))
