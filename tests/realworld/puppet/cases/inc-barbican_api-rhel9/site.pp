include barbican::api
