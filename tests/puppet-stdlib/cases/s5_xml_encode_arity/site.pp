notice(stdlib::xml_encode('a', 'text', 'x'))
