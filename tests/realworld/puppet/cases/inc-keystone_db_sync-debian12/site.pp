include keystone::db::sync
