ensure_resource('user')
