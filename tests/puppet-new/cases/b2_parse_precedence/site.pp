notice(1 + 2 * 3 - 4 / 2)
notice(-2 * -3)
notice(true or false and false)
notice(1 < 2 == true)
