include panko::policy
