validate_augeas('x')
