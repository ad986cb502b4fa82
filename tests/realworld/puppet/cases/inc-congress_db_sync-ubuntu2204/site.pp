include congress::db::sync
