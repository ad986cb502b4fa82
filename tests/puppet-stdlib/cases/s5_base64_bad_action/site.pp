notice(base64('zip', 'x'))
