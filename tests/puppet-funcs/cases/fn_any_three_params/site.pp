notice([1].any |$a, $b, $c| { true })
