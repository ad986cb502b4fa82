notice(binary_file('nomod/x.bin'))
