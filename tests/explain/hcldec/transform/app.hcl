title = "Hello-World"
