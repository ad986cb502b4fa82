$a = 'notice'
call($a, 'message')
