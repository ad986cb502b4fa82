include congress::policy
