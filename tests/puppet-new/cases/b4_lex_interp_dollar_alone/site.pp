notice("cost $ and $$ and $")
