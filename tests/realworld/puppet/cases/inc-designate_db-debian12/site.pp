include designate::db
