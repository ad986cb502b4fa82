compare(/x/,/x/)
