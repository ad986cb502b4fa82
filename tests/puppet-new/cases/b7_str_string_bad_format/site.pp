notice(String('hello', '%k'))
