notice(String('abc', '%p'))
notice(String('abc', '%5s'))
notice(String('abc', '%-5s|'))
