notice([1].each)
