$a = SantaClause
notice($a)
