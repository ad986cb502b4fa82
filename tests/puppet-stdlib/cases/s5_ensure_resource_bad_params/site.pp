ensure_resource('user', 'dan', ['x'])
