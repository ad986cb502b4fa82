notice(String([1, {2 => 'x'}], {Integer => '%05d', String => '%#p'}))
notice(String({'a' => [1.5, 2]}, {Float => '%.1f'}))
notice(String(['a', ['b']], {Array => '% a'}))
