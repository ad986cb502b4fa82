type S = Struct[{a => Integer, Optional[b] => String}]
notice({'a' => 1} =~ S)
notice({'a' => 1, 'b' => 2} =~ S)
notice({'b' => 'x'} =~ S)
