notify { 'before': }
return()
notify { 'after': }
