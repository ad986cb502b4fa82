compare("hello",10.0)
