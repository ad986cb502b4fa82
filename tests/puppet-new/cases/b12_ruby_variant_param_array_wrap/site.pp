notice(r12w::listify('one'))
notice(r12w::listify(['a', 'b']))
notice(r12w::listify(undef))
