type MyInt = integer
