/* block
comment */ notice('a') # trailing
# notice('no')
notice(/* inline */ 'b')
