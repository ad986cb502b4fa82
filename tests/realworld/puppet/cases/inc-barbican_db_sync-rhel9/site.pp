include barbican::db::sync
