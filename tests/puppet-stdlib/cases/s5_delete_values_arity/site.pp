notice(delete_values({}))
