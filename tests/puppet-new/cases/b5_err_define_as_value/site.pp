$a = define foo { }
