notice(1)
return(3)
