notice(/.*/[0])
