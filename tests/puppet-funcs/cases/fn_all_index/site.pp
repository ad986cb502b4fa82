notice([10, 20].all |$i, $v| { $v == ($i + 1) * 10 })
