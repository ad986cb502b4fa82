ceiling('0.2.3')
