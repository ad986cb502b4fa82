$a = call('not_a_function_name')
notify { $a: }
