notice(capitalize('hello WORLD'))
notice(capitalize(['ab', 'cD']))
notice(capitalize(''))
