notify { "a\nb": }
