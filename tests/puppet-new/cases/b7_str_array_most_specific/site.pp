notice(String([1, 2], {Array[Integer, 1, 2] => '%(a', Array[Integer, 3, 100] => '%[a'}))
notice(String([1, 2, 3], {Array[Integer, 1, 2] => '%(a', Array[Integer, 3, 100] => '%[a'}))
