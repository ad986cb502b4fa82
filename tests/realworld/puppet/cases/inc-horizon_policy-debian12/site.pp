include horizon::policy
