include cinder::db
