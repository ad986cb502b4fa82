ensure_resources('user', {'dan' => {'uid' => 1}, 'bob' => {}}, {'ensure' => 'present'})
ensure_resources('user', {'dan' => {'uid' => 1, 'ensure' => 'present'}})
