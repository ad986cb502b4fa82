notice(String({1 => 'hello', 2 => {3 => 'world'}}, {Hash => {format => '%#h'}}))
notice(String({1 => {2 => 3}, 4 => 5}, '%#h'))
notice(String({ 1 => [1, 2, 3] }))
