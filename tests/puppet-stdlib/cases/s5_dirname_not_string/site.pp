notice(dirname(['/a']))
