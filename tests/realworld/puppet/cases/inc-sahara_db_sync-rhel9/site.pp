include sahara::db::sync
