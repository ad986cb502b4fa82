
port {
  number = 443
}
