notice(stdlib::to_toml([1]))
