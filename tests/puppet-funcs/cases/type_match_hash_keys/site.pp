notice({'a' => 1} =~ Hash[Enum[a, b], Integer])
notice({'c' => 1} =~ Hash[Enum[a, b], Integer])
notice({a => 1} =~ Struct[{Optional[a] => Integer, NotUndef[b] => Integer}])
notice({} =~ Struct[{}])
