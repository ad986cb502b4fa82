"1".convert_to(Integer) |$x| { notify { "testing-${x.type(generalized)}": } }
