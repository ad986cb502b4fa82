notice('1.0' < 'a')
notice('1.0' < '' )
notice('1.0' < ' ')
notice('a' > '1.0')
