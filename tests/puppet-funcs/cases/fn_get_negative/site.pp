notice([1, 2, 3].get('-1'))
