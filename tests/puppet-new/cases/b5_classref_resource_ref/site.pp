notice(Class[File['tmp']])
