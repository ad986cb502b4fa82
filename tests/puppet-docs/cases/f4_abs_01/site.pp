abs(Numeric($str_val))
