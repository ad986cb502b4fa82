notice([1, 2].dig(a) == undef)
