notice(String([1, 'hello'], {format => '%(a', separator => ''}))
