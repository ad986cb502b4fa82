define if() { }
