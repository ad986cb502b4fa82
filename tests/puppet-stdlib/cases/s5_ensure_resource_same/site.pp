ensure_resource('user', 'dan', {'ensure' => 'present', 'uid' => 5})
ensure_resource('user', 'dan', {'ensure' => 'present'})
ensure_resource('user', ['dan', 'bob'], {'ensure' => 'present'})
ensure_resource('file', '/tmp/x')
