notify { "auth-${trusted['authenticated']}": }
