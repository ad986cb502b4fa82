notice(count([1, undef, '', 'a', []]))
notice(count(['a','b','a'], 'a'))
notice(count([]))
