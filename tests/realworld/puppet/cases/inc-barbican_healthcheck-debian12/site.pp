include barbican::healthcheck
