notify { "n${'2' * 3}": }
