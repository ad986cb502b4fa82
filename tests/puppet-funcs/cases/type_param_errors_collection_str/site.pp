notice(Collection['a'])
