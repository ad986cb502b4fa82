type Integer[1] = String
