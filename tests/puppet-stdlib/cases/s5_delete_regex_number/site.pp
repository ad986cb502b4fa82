notice(delete_regex(1, 'a'))
