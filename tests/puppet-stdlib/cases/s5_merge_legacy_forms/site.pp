notice(merge({'a'=>1}, undef, '', {'b'=>2, 'a'=>3}))
notice(merge())
