$h = r12_inventory()
notice($h)
notice($h['ports'][1] + 1)
