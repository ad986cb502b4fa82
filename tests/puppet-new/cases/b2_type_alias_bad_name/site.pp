type lower = Integer
