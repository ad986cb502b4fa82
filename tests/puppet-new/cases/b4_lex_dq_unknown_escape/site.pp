notice("a\qb\%c")
