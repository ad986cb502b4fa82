include congress::db
