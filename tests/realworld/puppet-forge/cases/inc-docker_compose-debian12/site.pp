include docker::compose
