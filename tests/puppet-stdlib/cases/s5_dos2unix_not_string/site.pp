notice(dos2unix(1))
