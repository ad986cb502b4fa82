include panko::client
