notice(String([1, 2.5, 'x'], {Integer => '%#x', Float => '%.1f', String => '%p'}))
notice(String({a => 10}, {Hash => {format => '%h', separator => '; '}, Integer => '%o'}))
notice(String([[1, 2]], {Array => {format => '%(a', separator => '|'}}))
