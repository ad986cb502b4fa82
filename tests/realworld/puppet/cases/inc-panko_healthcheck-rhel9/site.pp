include panko::healthcheck
