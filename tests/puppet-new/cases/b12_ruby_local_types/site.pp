notice(r12d::endpoint('db.example.com', 5432))
notice(r12d::endpoint('db.example.com', 0))
