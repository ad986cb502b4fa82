include barbican::api::logging
