notice(Integer < Numeric)
notice(Integer[1,2] <= Integer)
notice(String > Integer)
