notice(stdlib::start_with('a', []))
