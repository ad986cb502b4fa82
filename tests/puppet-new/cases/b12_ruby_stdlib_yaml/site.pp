$y = r12l::yaml_roundtrip({ 'list' => ['a', 'b'], 'n' => 3 })
notice($y)
