notice([1,2,3][a])
