notify { 'a': before => Resource['nosuchtype', 'x'] }
