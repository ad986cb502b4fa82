notice(delete_at('abc', 0))
