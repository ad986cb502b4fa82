notice(String(/foo\/bar/, '%p'))
notice(String(/foo\/bar/, '%s'))
notice(String(/foo\/bar/))
notice(String(/a b/))
