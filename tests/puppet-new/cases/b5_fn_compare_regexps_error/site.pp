notice(compare(/x/, /x/))
