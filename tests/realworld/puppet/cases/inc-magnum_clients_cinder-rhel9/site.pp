include magnum::clients::cinder
