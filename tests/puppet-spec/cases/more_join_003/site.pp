notify { "x${join([])}y": }
