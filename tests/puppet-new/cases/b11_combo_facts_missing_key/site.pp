notify { "x-${facts['nosuch']}-": }
