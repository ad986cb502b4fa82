notice([1] + {'a' => 1})
notice([1] + 2)
notice([1] + [[2]])
