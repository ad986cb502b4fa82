notice(NotUndef[0])
