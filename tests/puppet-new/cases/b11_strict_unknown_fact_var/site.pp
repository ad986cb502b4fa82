notify { "k=${kernel}": }
