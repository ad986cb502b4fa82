class 123abc { }
