type A = Array[Nope]
notice([1] =~ A)
