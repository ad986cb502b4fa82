notice(empty(Integer))
