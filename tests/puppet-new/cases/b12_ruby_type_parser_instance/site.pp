notice(r12w::is_a(5, 'Integer[0, 10]'))
notice(r12w::is_a('x', 'Integer'))
notice(r12w::is_a(['a'], 'Array[String, 1]'))
