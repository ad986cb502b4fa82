notice(swapcase(1))
