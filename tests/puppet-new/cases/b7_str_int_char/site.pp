notice(String(65, '%c'))
notice(String(0x1F603, '%c'))
