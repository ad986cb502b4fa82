notice(delete_values([1], 1))
