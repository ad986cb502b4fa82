include glance::db::metadefs
