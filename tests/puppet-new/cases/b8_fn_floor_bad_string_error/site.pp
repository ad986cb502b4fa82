notice(floor('0x'))
