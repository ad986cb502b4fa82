notice(squeeze('aaabbbccc'))
notice(squeeze('aaabbbccc', 'a'))
notice(squeeze(['aa', 'bbb']))
notice(squeeze(['xx'], 'x'))
