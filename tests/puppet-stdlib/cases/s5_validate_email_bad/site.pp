stdlib::validate_email_address('not an email')
