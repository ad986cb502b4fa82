define d() { 1 + 1 }
