notice(String({1 => 'hello', 2 => 'world'}, {format => '%(h', separator => '', separator2 => ''}))
