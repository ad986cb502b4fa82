notice(lookup('nope', Integer, first, 'str'))
