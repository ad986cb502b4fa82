include magnum::clients::magnum
