notice(type([2, 4.14], gobbledygooked))
