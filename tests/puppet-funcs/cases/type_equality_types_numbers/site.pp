notice({a => 1, b => 2} == {b => 2, a => 1})
notice([1, [2]] != [1, [2.0]])
notice(Float == Float[default, default])
