notice(Array(step([1,2], 'a')))
