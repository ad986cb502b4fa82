include octavia::db
