notify { join([undef, undef], "x"): }
