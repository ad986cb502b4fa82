join(['a','b','c'], ",")
# Would result in: "a,b,c"
