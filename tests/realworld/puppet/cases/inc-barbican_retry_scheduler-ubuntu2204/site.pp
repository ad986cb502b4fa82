include barbican::retry_scheduler
