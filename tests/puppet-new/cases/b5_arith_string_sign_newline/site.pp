notice("-\n 2" + "2")
