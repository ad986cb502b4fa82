validate_x509_rsa_key_pair('x')
