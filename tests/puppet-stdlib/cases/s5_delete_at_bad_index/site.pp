notice(delete_at([1], 'x'))
