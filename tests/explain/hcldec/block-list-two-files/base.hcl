name = "web"
port {
  number = 80
}
