nosuch::thing { 'x': }
