include panko::db::sync
