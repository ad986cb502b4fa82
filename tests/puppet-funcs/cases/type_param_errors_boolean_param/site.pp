notice(Boolean[true])
