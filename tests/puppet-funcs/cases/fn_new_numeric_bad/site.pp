notice(Numeric('ten'))
