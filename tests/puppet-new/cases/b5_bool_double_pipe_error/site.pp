notice(false || false || '0xwtf' + 1)
