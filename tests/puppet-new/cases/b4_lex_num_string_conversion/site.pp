notice("0x10" + 1)
notice("017" + 1)
notice("1e2" + 1)
notice(" 3" + 1)
