notice("-2\n" + "2")
