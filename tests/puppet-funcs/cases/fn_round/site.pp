notice(round(2.5))
notice(round(-2.5))
notice(round(3.49))
notice(round(7))
