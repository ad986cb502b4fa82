include ironic::db::sync
