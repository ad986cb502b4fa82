notice('8' >> 1)
notice('4' << 1)
