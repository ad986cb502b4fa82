notice([1].step(-1))
