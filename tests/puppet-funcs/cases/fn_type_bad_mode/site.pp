notice(type(1, 'big'))
