include panko::logging
