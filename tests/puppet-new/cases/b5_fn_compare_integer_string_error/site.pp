notice(compare(10, "hello"))
