notice(flatten([[], [[]], undef]))
