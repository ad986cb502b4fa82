max()
