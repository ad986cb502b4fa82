include panko::deps
