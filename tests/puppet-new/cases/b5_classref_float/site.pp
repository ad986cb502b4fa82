notice(Class[4.1415])
