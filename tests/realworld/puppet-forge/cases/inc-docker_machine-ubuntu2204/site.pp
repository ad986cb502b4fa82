include docker::machine
