compare('a','b', false, false)
