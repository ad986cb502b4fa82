notice(intersection([1], {'a'=>1}))
