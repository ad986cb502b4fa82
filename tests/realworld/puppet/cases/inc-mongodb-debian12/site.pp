include mongodb
