notice 'a'
info 'b'
warning 'c'
debug 'd'
err 'e'
tag 'x'
notify { a: }
realize Notify[a]
notice(1)
