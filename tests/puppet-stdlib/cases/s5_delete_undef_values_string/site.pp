notice(delete_undef_values('a'))
