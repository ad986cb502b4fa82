include panko
