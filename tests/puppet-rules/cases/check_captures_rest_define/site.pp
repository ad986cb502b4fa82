define d(*$a) {}
