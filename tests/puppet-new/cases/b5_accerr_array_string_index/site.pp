notice([1][a])
