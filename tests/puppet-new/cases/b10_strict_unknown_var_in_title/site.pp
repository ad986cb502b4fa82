notify { "t-${nowhere}": }
