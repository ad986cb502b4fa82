notice([[a, 1]].convert_to(Hash))
notice({a => 1}.convert_to(Array))
notice(1.convert_to(String))
notice('true'.convert_to(Boolean))
