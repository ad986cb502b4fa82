include heat::db::sync
