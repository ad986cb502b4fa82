$arr = Array($value, true)
