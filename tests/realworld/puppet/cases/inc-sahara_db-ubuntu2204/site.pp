include sahara::db
