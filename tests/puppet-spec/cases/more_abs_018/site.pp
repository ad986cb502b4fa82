abs('1E+10')
