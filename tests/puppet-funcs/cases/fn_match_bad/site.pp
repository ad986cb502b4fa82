notice(1.match(/1/))
