$h = { 'k' => 'v' }
notify { "outer-${h['k']}-${"inner-${h['k']}"}": }
