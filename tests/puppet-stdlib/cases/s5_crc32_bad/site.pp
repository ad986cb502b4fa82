notice(stdlib::crc32([1]))
