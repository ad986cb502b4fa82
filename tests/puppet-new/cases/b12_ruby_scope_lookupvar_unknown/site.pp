notice(r12g::vars('nosuchvar'))
