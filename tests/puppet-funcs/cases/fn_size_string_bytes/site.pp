notice(size('€uro'))
notice(size(''))
notice(size([]))
