notice(base64('encode', 'x', 'fast'))
