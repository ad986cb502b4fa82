notice(Binary('!!!', '%B'))
