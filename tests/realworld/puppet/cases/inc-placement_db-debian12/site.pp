include placement::db
