name     = "web-${upper("frontend")}"
replicas = 1 + 2

port "http" {
  number = 80
}

port "dns" {
  number   = 53
  protocol = "udp"
}

env {
  key   = "LOG_LEVEL"
  value = "info"
}
