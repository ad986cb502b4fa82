include barbican::policy
