notice(String([1, 2, 90, [3, 4], [5, [6, 7]], 8, 9], {Array => {format => '%#3a', separator => ', '}}))
notice(String([1, 2, 9, [3, 4], [5, [6, 7]], 8, 900], {Array => {format => '%#3a', separator => ', '}}))
notice(String([[[1, 2, [3, 4]]], [5, [6, 7]], 8, 900], {Array => {format => '%#a', separator => ', '}}))
