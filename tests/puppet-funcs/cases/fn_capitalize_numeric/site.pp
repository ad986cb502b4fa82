notice(capitalize(12))
