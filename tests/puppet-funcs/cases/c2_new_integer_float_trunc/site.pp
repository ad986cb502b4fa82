notice(Integer(3.99))
notice(Integer(-3.99))
