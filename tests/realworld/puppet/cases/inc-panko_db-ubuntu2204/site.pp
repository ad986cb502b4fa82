include panko::db
