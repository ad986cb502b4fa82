include nova::policy
