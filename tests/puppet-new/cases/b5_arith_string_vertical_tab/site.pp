notice("-\v 2" + "2")
