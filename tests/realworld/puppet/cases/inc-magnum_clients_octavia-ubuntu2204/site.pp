include magnum::clients::octavia
