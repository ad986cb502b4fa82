notice(difference('a', ['a']))
