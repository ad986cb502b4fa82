class m(Optional[Integer] $b = 5) { notify { 'm': message => "b=${b} ${type($b)}" } }
