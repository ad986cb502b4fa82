notify { "v=${facts['nope']}": }
