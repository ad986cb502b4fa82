include magnum::healthcheck
