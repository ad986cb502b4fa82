notice(stdlib::xml_encode('x', 'html'))
