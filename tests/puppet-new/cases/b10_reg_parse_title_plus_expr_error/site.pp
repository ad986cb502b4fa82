notify { foo + 'x': }
