notice(r12n::level('warn', 'abc-1'))
notice(r12n::level('loud', 'abc-1'))
