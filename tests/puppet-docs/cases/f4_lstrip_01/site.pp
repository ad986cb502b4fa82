"\n\thello ".lstrip()
lstrip("\n\thello ")
