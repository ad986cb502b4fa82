notice(String(Binary('aGVsbG8='), '%x'))
