nope::thing { 'x': }
