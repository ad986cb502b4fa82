notice(pw_hash('password', 'SHA-512', 'salt'))
notice(pw_hash('password', 'SHA-256', 'salt'))
notice(pw_hash('', 'SHA-512', 'salt'))
notice(pw_hash('password', 'MD5', 'salt'))
