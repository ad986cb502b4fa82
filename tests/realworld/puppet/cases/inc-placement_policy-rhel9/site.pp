include placement::policy
