stdlib::validate_email_address(1)
