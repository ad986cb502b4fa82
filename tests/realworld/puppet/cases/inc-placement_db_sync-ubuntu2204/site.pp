include placement::db::sync
