include magnum::client
