notice(base64('encode', 3))
