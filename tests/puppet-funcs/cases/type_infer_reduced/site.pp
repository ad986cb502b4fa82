notice(type([1, 5], reduced))
notice(type([1, 'a'], reduced))
notice(type(['ab', 'abc'], reduced))
notice(type({a => 1, bb => 2}, reduced))
