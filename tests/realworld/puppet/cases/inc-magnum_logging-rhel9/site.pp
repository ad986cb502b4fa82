include magnum::logging
