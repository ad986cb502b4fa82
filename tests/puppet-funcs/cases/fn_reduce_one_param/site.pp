notice([1].reduce |$m| { 1 })
