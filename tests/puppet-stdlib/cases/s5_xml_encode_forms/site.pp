notice(stdlib::xml_encode('<a & "b">'))
notice(stdlib::xml_encode('<a & "b">', 'attr'))
notice(stdlib::xml_encode('x', 'text'))
