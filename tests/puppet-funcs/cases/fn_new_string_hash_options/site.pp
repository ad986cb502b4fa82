notice(String([1, 'a'], { String => '%p' }))
notice(String({a => [1, 2]}, { Array => '%(a', Hash => '%{h' }))
notice(String(['a', 'b'], { Array => { format => '%a', separator => ' ', string_formats => { String => '%p' } } }))
