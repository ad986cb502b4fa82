include sudo::allow
