notice(reject(['aaa','bbb','ccc','aaaddd'], 'aaa'))
notice(reject([], 'x'))
