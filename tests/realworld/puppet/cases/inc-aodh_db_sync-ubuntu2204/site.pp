include aodh::db::sync
