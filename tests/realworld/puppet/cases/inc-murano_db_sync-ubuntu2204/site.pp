include murano::db::sync
