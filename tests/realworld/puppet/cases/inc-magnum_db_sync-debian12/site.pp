include magnum::db::sync
