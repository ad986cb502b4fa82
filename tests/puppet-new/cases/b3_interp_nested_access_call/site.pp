$h = { 'a' => ['x', 'y'] }
notice("first=${h['a'][0]} size=${h['a'].length} up=${h['a'][1].upcase}")
