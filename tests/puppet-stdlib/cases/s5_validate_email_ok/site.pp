stdlib::validate_email_address('a@b.com', 'x.y+z@example.org')
validate_email_address('q@w.e')
notice('ok')
