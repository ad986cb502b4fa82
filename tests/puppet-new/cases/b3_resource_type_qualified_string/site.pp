define a::b { notify { "ab ${title}": } }
Resource['a::b'] { 'x': }
