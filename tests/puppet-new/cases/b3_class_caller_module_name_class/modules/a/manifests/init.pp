class a { include b }
