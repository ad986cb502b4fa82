notice(defined_with_params())
