notice(find_file('nomod/x') == undef)
