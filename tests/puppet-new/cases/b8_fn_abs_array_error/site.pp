notice(abs([1,2,3]))
