class 1abc { }
