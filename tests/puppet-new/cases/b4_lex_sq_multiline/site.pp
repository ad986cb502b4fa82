$s = 'line1
line2'
notice($s)
notice(length($s))
