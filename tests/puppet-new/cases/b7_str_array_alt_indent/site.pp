notice(String([1, 2, 9, 9, [3, 4], [5, [6, 7]], 8, 9], {Array => {format => '%#a', separator => ', '}}))
notice(String([1, [2,3], 4], '%#a'))
notice(String([1, 2, 9, 9, {3 => 4, 5 => 6}, [5, [6, 7]], 8, 9], {Array => {format => '%#a', separator => ', '}}))
