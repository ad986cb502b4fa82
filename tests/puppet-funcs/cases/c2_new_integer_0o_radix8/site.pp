notice(Integer('0o17', 8))
