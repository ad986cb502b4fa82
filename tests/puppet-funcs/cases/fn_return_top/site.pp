notice('before')
return()
notice('after')
