$fmt = Init[String,'%#x']
notice($fmt(256)) # will notice '0x100'
