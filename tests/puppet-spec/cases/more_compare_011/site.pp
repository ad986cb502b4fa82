compare(Timestamp(1),"hello")
