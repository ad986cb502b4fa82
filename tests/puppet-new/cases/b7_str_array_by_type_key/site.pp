notice(String([1, 'hello'], {Array => '%(a'}))
notice(String([1, 'hello'], {Array => {format => '%[a', separator => ';'}}))
notice(String([1, [2, 3]], {Integer => '%#b'}))
notice(String(['a', 'b'], {String => '%u'}))
