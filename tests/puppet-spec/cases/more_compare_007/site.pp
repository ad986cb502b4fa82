compare("hello",10)
