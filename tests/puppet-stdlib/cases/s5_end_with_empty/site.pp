notice(stdlib::end_with('a', ''))
