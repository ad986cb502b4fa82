$j = r12l::to_json_sorted({ 'b' => [1, 2], 'a' => { 'x' => undef } })
notice($j)
notice(r12l::from_json('{"k": [1, 2.5, null, true], "s": "t"}'))
