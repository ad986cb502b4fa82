notice(Class[File])
