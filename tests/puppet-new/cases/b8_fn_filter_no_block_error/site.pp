notice([1].filter())
