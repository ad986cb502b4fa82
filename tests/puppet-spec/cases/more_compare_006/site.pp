compare(10,"hello")
