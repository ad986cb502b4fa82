notice([1].reduce |$a| { 1 })
