notice([1,2,3][3] =~ Undef)
notice([1,2,3][-1])
notice([1,2,3][-2])
notice([1,2,3][-4] =~ Undef)
