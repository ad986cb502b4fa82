notice("a\qb\
c")
