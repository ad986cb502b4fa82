notice(defined_with_params(User['dan'], 'x'))
