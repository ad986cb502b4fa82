compare(10.0,"hello")
