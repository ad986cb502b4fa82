["\n\thello ", "\n\thi "].lstrip()
lstrip(["\n\thello ", "\n\thi "])
