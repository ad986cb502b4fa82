notice(NotUndef[a,b])
