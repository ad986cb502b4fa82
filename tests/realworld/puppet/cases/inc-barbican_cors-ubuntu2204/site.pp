include barbican::cors
