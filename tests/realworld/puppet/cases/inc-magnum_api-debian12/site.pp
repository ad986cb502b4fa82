include magnum::api
