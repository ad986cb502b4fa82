notice(0x1F + 010 + 0XaB)
