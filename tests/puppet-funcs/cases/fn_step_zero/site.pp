notice([1].step(0))
