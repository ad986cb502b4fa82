notice(attr)
notice(function)
