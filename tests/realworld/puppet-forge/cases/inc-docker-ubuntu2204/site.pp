include docker
