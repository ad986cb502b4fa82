notice(String('abc', '%x'))
