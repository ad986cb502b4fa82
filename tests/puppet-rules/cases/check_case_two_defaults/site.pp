case 1 { 1, default: {} 2, default: {} }
