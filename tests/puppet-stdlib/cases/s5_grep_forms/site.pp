notice(grep(['aaa','bbb','abc'], 'a'))
notice(grep(['x1','y2'], '^[a-x]\d$'))
notice(grep([], 'a'))
