include horizon::deps
