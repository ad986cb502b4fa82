include manila::db
