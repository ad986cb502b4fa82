include panko::expirer
