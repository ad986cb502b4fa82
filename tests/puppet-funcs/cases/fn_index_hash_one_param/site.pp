notice({a => 1, b => 2}.index |$p| { $p[1] == 2 })
