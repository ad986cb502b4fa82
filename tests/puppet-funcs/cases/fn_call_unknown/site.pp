call('no_such_function_here', 1)
