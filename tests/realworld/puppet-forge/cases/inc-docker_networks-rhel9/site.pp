include docker::networks
