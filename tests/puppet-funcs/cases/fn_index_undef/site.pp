notice([1, undef].index(undef))
