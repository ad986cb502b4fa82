include glance::api::db
