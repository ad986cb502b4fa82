include magnum
