notice(base64('encode'))
