"111".convert_to(Integer, 2) |$x| { notify { "testing-${x}": } }
