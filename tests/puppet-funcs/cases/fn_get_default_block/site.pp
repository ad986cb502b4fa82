notice({a => 1}.get('b', 'd') |$e| { 'blk' })
notice([1, 2].get('5', 'd'))
notice(undef.get('a', 'x'))
