define string() { }
