"hello\r\n".chomp()
chomp("hello\r\n")
