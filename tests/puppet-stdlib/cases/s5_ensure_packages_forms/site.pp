ensure_packages(['a', 'b'])
ensure_packages('c', {'ensure' => 'latest'})
ensure_packages({'d' => {'ensure' => 'absent'}, 'e' => {}}, {'provider' => 'apt'})
ensure_packages('a')
