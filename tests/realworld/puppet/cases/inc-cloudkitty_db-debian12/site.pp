include cloudkitty::db
