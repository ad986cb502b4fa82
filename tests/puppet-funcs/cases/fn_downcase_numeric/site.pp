notice(downcase(12))
notice(downcase([1, 'A', {'B' => 2}]))
