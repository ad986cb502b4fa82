notice(unix2dos('a', 'b'))
