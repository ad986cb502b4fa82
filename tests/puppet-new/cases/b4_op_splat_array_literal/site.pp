$a = [*[1, 2], 3]
notice($a)
notice([*1])
