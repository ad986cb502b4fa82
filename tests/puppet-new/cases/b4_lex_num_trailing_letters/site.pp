notice(12abc)
