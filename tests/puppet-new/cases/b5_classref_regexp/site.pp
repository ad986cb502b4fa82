notice(Class[/.*/])
