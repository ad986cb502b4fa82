notice(file('nomod/x.txt'))
