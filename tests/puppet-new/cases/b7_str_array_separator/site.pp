notice(String([1, 'hello'], {format => '%(a', separator => ' '}))
notice(String([1, 'hello'], {format => '%|a', separator => ' '}))
notice(String([1, 'hello'], {format => '%(a', separator => ' ', string_formats => {Integer => '%#x'}}))
