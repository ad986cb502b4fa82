class x ($1) {}
