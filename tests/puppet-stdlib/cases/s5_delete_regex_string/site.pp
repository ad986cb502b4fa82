notice(delete_regex('abf', 'b'))
