include docker::repos
