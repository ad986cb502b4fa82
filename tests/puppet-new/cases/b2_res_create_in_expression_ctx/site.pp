$x = [notify { 'a': }, notify { 'b': }]
notice($x)
