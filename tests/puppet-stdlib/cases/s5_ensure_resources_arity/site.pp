ensure_resources('user', {}, {}, {})
