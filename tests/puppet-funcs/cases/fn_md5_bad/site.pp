notice(md5([a]))
