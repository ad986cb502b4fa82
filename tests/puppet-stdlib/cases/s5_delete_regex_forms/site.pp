notice(delete_regex(['abc','b','abd'], 'ab.'))
notice(delete_regex({'a'=>1,'b'=>2}, ['a']))
notice(delete_regex(['x','y'], ['x','y']))
